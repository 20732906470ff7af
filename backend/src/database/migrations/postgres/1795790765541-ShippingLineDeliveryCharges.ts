import type { MigrationInterface, QueryRunner } from "typeorm";

export class ShippingLineDeliveryCharges1795790765541 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "shipping_line" ADD "customFieldsDeliverycharges" jsonb`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "shipping_line" DROP COLUMN "customFieldsDeliverycharges"`, undefined);
   }

}
