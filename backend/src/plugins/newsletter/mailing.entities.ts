import { type DeepPartial, EntityId, type ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, JoinTable, ManyToMany } from 'typeorm';

/** A mailing list staff send to; each belongs to one language (spec: mailing lists per locale). */
@Entity()
export class MailingList extends VendureEntity {
    constructor(input?: DeepPartial<MailingList>) {
        super(input);
    }

    @Column({ type: 'varchar', length: 100, unique: true })
    code: string;

    @Column({ type: 'varchar', length: 255 })
    name: string;

    @Index()
    @Column({ type: 'varchar', length: 5 })
    locale: string;

    /** the list the footer's sign-up block subscribes to */
    @Column({ type: 'boolean', default: false })
    isDefault: boolean;
}

/**
 * A subscriber: one per e-mail address, with the lists they are on. Double opt-in: nothing is sent
 * to the address until it confirmed the mailed link (`confirmedAt`); the token in that link also
 * unsubscribes, and goes in every mailing.
 */
@Entity()
export class MailingContact extends VendureEntity {
    constructor(input?: DeepPartial<MailingContact>) {
        super(input);
    }

    @Column({ type: 'varchar', length: 255, unique: true })
    emailAddress: string;

    @Column({ type: 'varchar', length: 5 })
    locale: string;

    @Index({ unique: true })
    @Column({ type: 'varchar', length: 64 })
    token: string;

    @Column({ type: Date, nullable: true })
    confirmedAt: Date | null;

    @EntityId({ nullable: true })
    customerId: ID | null;

    @ManyToMany(() => MailingList)
    @JoinTable()
    subscriptions: MailingList[];
}
