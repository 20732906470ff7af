import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';
import type { Response } from 'express';
import { translator } from '../../common/i18n';
import { invoicePdf } from './invoice-pdf';
import { InvoiceService } from './invoice.service';

/**
 * GET /invoices/{number}: the logged-in customer's invoice as a PDF, in the request's language, named
 * by its number in the content-disposition header (the storefront downloads it as a blob and
 * takes the file name from there). Someone else's invoice is not found.
 */
@Controller('invoices')
export class InvoicesController {
    constructor(private invoiceService: InvoiceService) {}

    @Get(':name')
    @Allow(Permission.Owner)
    async download(@Ctx() ctx: RequestContext, @Param('name') name: string, @Res() res: Response) {
        const invoice = await this.invoiceService.findOwn(ctx, name);
        if (!invoice) throw new NotFoundException();
        const pdf = await invoicePdf(invoice, this.invoiceService.merchant(), translator(ctx));
        res.set({
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${invoice.name}.pdf"`,
            'cache-control': 'private, no-store',
        });
        res.send(pdf);
    }
}
