import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';
import type { Response } from 'express';
import { isAttachmentSignature } from './lead-attachments';
import { LeadAttachment } from './lead-attachment.entity';
import { REQUESTS_PLUGIN_OPTIONS, type RequestsOptions } from './constants';

/**
 * GET /lead-attachments/{id}?expires=…&signature=…: a complaint's photo, for staff only: the link
 * comes signed in the staff mail and from the Admin API (Lead.attachments), and works until it
 * expires. Anyone else, an altered or an expired link gets 404. Sent with the type its content
 * showed, never to be sniffed or run by the browser, and as a download.
 */
@Controller('lead-attachments')
export class LeadAttachmentsController {
    constructor(
        private connection: TransactionalConnection,
        @Inject(REQUESTS_PLUGIN_OPTIONS) private options: RequestsOptions,
    ) {}

    @Get(':id')
    async download(@Param('id') id: string, @Query('expires') expires: string | undefined, @Query('signature') signature: string | undefined, @Res() res: Response) {
        if (!/^\d+$/.test(id) || !isAttachmentSignature(this.options.captchaSecret, id, expires, signature)) throw new NotFoundException();
        const attachment = await this.connection.rawConnection
            .getRepository(LeadAttachment)
            .createQueryBuilder('attachment')
            .addSelect('attachment.data')
            .where('attachment.id = :id', { id })
            .getOne();
        if (!attachment) throw new NotFoundException();
        res.set({
            'content-type': attachment.mimeType,
            'content-disposition': `attachment; filename="${attachment.fileName.replace(/[^\w.-]/g, '_')}"`,
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'; sandbox",
        });
        res.send(Buffer.from(attachment.data, 'base64'));
    }
}
