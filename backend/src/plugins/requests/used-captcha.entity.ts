import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity } from 'typeorm';

/**
 * A solved captcha challenge that has been accepted once: a second use of the same solution is a
 * replay and refused. In the database, so every backend instance sees it; rows older than a
 * challenge's lifetime are removed.
 */
@Entity()
export class UsedCaptcha extends VendureEntity {
    constructor(input?: DeepPartial<UsedCaptcha>) {
        super(input);
    }

    @Column({ type: 'varchar', length: 128, unique: true })
    challengeId: string;
}
