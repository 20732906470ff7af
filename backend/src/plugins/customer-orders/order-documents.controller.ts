import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { Allow, Ctx, OrderService, Permission, RequestContext } from '@vendure/core';
import { isQuote } from '@timber-shop/rules';
import type { Response } from 'express';
import { translator } from '../../common/i18n';
import { CustomerOrdersService } from './customer-orders.service';
import { invoicePdf, orderDocumentPdf } from './invoice-pdf';
import { InvoiceService, orderSnapshot } from './invoice.service';

/**
 * The order documents as PDFs, in the request's language, named by their number in the
 * content-disposition header (the storefront downloads them as a blob and takes the file name from
 * there): GET /invoices/{number} and GET /quotes/{code}. Each for whoever may see its order: the
 * logged-in customer who owns it, or a guest with the order mail's access token (`?token=`). Anyone
 * else's is not found.
 */
@Controller()
export class OrderDocumentsController {
    constructor(
        private invoiceService: InvoiceService,
        private customerOrders: CustomerOrdersService,
        private orderService: OrderService,
    ) {}

    @Get('invoices/:name')
    @Allow(Permission.Public)
    async invoice(@Ctx() ctx: RequestContext, @Param('name') name: string, @Query('token') token: string | undefined, @Res() res: Response) {
        const invoice = await this.invoiceService.findByName(ctx, name);
        const order = invoice && (await this.orderService.findOne(ctx, invoice.orderId, []));
        if (!invoice || !order || !(await this.customerOrders.accessible(ctx, order, token))) throw new NotFoundException();
        send(res, invoice.name, await invoicePdf(invoice, this.invoiceService.merchant(), translator(ctx)));
    }

    @Get('quotes/:code')
    @Allow(Permission.Public)
    async quote(@Ctx() ctx: RequestContext, @Param('code') code: string, @Query('token') token: string | undefined, @Res() res: Response) {
        const found = await this.orderService.findOneByCode(ctx, code, ['lines', 'lines.productVariant', 'shippingLines', 'shippingLines.shippingMethod', 'surcharges', 'customer']);
        const order = found && isQuote(found) && found.state !== 'Cancelled' ? await this.customerOrders.accessible(ctx, found, token) : undefined;
        if (!order) throw new NotFoundException();
        const fields = order.customFields as { quotationDate?: Date | null; validityDate?: Date | null };
        const pdf = await orderDocumentPdf(
            { kind: 'quote', number: order.code, date: fields.quotationDate ?? order.createdAt, validUntil: fields.validityDate, snapshot: orderSnapshot(order) },
            this.invoiceService.merchant(),
            translator(ctx),
        );
        send(res, order.code, pdf);
    }
}

function send(res: Response, name: string, pdf: Buffer) {
    res.set({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}.pdf"`,
        'cache-control': 'private, no-store',
    });
    res.send(pdf);
}
