import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, ManyToOne, type Relation } from 'typeorm';
// by name and as a type only: Lead imports this entity (a cycle at load time otherwise)
import type { Lead } from './lead.entity';

/**
 * A complaint's photo: kept with the lead in the shop's database, not among the catalogue's assets
 * (which the asset server hands to anyone who guesses their address). Staff open it by a signed
 * link (lead-attachments.controller.ts).
 */
@Entity()
export class LeadAttachment extends VendureEntity {
    constructor(input?: DeepPartial<LeadAttachment>) {
        super(input);
    }

    @ManyToOne('Lead', 'attachments', { onDelete: 'CASCADE' })
    lead: Relation<Lead>;

    @EntityId()
    leadId: ID;

    /** the name the sender's file had */
    @Column({ type: 'varchar', length: 255 })
    fileName: string;

    /** the type its content shows (sniffed), not the one the upload declared */
    @Column({ type: 'varchar', length: 50 })
    mimeType: string;

    @Column({ type: 'int' })
    size: number;

    /** the file, base64 (one column type for SQLite and PostgreSQL); read only to serve it */
    @Column({ type: 'text', select: false })
    data: string;
}
