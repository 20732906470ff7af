import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import type { LeadStatus, LeadType } from '@timber-shop/rules';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';
import { LeadAttachment } from './lead-attachment.entity';

/** The campaign record of the visit a request came from (spec section 3). */
export interface LeadCampaign {
    campaignName?: string | null;
    keywordName?: string | null;
    mediumName?: string | null;
    sourceName?: string | null;
}

/**
 * A visitor's request (quote, callback, order change, complaint, info, sample, chat): one entity
 * for all kinds, the kind's own data in `payload`, worked by staff from new to done.
 */
@Entity()
export class Lead extends VendureEntity {
    constructor(input?: DeepPartial<Lead>) {
        super(input);
    }

    @Index()
    @Column({ type: 'varchar', length: 20 })
    type: LeadType;

    @Index()
    @Column({ type: 'varchar', length: 20, default: 'new' })
    status: LeadStatus;

    @Column({ type: 'varchar', length: 255, default: '' })
    name: string;

    @Index()
    @Column({ type: 'varchar', length: 255 })
    emailAddress: string;

    @Column({ type: 'varchar', length: 50, default: '' })
    phoneNumber: string;

    @Column({ type: 'varchar', length: 255, default: '' })
    company: string;

    @Column({ type: 'text', default: '' })
    message: string;

    /** the kind's own data: order number, cart lines, sample variant and address, … */
    @Column({ type: 'simple-json', nullable: true })
    payload: Record<string, any> | null;

    /** the visitor's language (nl, en, de): staff answer in it, the confirmation went out in it */
    @Column({ type: 'varchar', length: 5 })
    locale: string;

    @Column({ type: 'simple-json', nullable: true })
    campaign: LeadCampaign | null;

    @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
    customer: Customer | null;

    @EntityId({ nullable: true })
    customerId: ID | null;

    /** a complaint's photos: private to staff (LeadAttachment), not catalogue assets */
    @OneToMany(() => LeadAttachment, attachment => attachment.lead)
    attachments: LeadAttachment[];
}
