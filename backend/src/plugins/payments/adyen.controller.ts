import { Body, Controller, Header, HttpCode, Post, UnauthorizedException } from '@nestjs/common';
import { AdyenService } from './adyen.service';

/** Adyen's standard webhook: configure https://<backend>/payments/adyen/notifications with HMAC in Adyen's Customer Area. */
@Controller('payments/adyen')
export class AdyenNotificationController {
    constructor(private adyenService: AdyenService) {}

    @Post('notifications')
    @HttpCode(200)
    @Header('Content-Type', 'text/plain')
    async notifications(@Body() body: unknown): Promise<string> {
        const outcome = await this.adyenService.handleNotifications(body);
        if (outcome === 'unauthorized') throw new UnauthorizedException('Invalid HMAC signature');
        // Adyen's expected acknowledgement
        return '[accepted]';
    }
}
