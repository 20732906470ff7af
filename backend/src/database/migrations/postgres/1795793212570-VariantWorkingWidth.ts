import type { MigrationInterface, QueryRunner } from "typeorm";

export class VariantWorkingWidth1795793212570 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "product_variant" ADD "customFieldsWorkingwidth" integer DEFAULT '0'`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "product_variant" DROP COLUMN "customFieldsWorkingwidth"`, undefined);
   }

}
