import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { ConfigService, Logger } from '@vendure/core';
import { ExceptionLoggerFilter } from '@vendure/core/dist/api/middleware/exception-logger.filter';
import type { Response } from 'express';
import { loggerCtx } from './constants';

/** An error of the request itself (http-errors: a malformed multipart upload, an unreadable body): its own 4xx status. */
function clientStatus(exception: unknown): number | undefined {
    const status = (exception as { status?: unknown; statusCode?: unknown } | null)?.status ?? (exception as { statusCode?: unknown } | null)?.statusCode;
    return typeof status === 'number' && status >= 400 && status < 500 && (exception as { expose?: unknown }).expose === true ? status : undefined;
}

/**
 * A malformed request that fails in a middleware before GraphQL (graphql-upload's multipart parser
 * throws http-errors with a 4xx status) gets that status and a short message, not Nest's 500.
 * Everything else goes on to Vendure's own filter (HttpExceptions, GraphQL errors).
 */
@Catch()
export class ClientErrorFilter extends ExceptionLoggerFilter implements ExceptionFilter {
    constructor(configService: ConfigService) {
        super(configService);
    }

    catch(exception: Error, host: ArgumentsHost) {
        const status = clientStatus(exception);
        if (host.getType() !== 'http' || status === undefined) return super.catch(exception, host);
        Logger.verbose(`refused a malformed request: ${exception.message}`, loggerCtx);
        host.switchToHttp().getResponse<Response>().status(status).json({ errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }] });
    }
}
