import type { MigrationInterface, QueryRunner } from "typeorm";

export class ShippingLineDeliveryCharges1795790752044 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_c9f34a440d490d1b66f6829b86"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e2e7642e1e88167c1dfc827fdf"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_shipping_line" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "listPriceIncludesTax" boolean NOT NULL, "adjustments" text NOT NULL, "taxLines" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "shippingMethodId" integer NOT NULL, "listPrice" integer NOT NULL, "orderId" integer, "customFieldsDeliverycharges" text, CONSTRAINT "FK_c9f34a440d490d1b66f6829b86c" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e2e7642e1e88167c1dfc827fdf3" FOREIGN KEY ("shippingMethodId") REFERENCES "shipping_method" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_shipping_line"("createdAt", "updatedAt", "listPriceIncludesTax", "adjustments", "taxLines", "id", "shippingMethodId", "listPrice", "orderId") SELECT "createdAt", "updatedAt", "listPriceIncludesTax", "adjustments", "taxLines", "id", "shippingMethodId", "listPrice", "orderId" FROM "shipping_line"`, undefined);
        await queryRunner.query(`DROP TABLE "shipping_line"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_shipping_line" RENAME TO "shipping_line"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_c9f34a440d490d1b66f6829b86" ON "shipping_line" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e2e7642e1e88167c1dfc827fdf" ON "shipping_line" ("shippingMethodId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_e2e7642e1e88167c1dfc827fdf"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_c9f34a440d490d1b66f6829b86"`, undefined);
        await queryRunner.query(`ALTER TABLE "shipping_line" RENAME TO "temporary_shipping_line"`, undefined);
        await queryRunner.query(`CREATE TABLE "shipping_line" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "listPriceIncludesTax" boolean NOT NULL, "adjustments" text NOT NULL, "taxLines" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "shippingMethodId" integer NOT NULL, "listPrice" integer NOT NULL, "orderId" integer, CONSTRAINT "FK_c9f34a440d490d1b66f6829b86c" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e2e7642e1e88167c1dfc827fdf3" FOREIGN KEY ("shippingMethodId") REFERENCES "shipping_method" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "shipping_line"("createdAt", "updatedAt", "listPriceIncludesTax", "adjustments", "taxLines", "id", "shippingMethodId", "listPrice", "orderId") SELECT "createdAt", "updatedAt", "listPriceIncludesTax", "adjustments", "taxLines", "id", "shippingMethodId", "listPrice", "orderId" FROM "temporary_shipping_line"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_shipping_line"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e2e7642e1e88167c1dfc827fdf" ON "shipping_line" ("shippingMethodId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_c9f34a440d490d1b66f6829b86" ON "shipping_line" ("orderId") `, undefined);
   }

}
