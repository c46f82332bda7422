import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@baro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from './error-body.ts';
import { reject } from '../core/rejection.ts';
import type { Rejection } from '../core/rejection.ts';

// Fastify and Node's HTTP parser refuse some requests before any route runs. Their own answers are
// English JSON of another shape (`{ error, message, statusCode }`); these turn each into the
// catalogue's body, in Korean, keeping the status that says what was wrong.

/** The catalogued code for a status Fastify gave a failure of the request itself. */
const codeByStatus: Readonly<Record<number, ErrorCode>> = {
  408: 'REQUEST_TIMEOUT',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
};

/**
 * A 4xx Fastify raised for the request (malformed JSON, a body over the limit, a content type no
 * parser reads, a broken URL): its own code when the status names one, INVALID_INPUT otherwise, with
 * Fastify's code as the reason so a log or a client can still tell them apart.
 */
export function requestRejection(error: { code?: string; statusCode?: number }): Rejection {
  const data = { reason: error.code };
  if (error.code === 'FST_ERR_BAD_URL') return reject('BAD_URL', { data });
  const code = error.statusCode === undefined ? undefined : codeByStatus[error.statusCode];
  return reject(code ?? 'INVALID_INPUT', { data });
}

const parserCodeStatus: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser could not read (headers over
 * `maxHeaderSize`, a timeout, bytes that are not HTTP). There is no request object yet, so the
 * catalogued answer is written to the socket as it is, and the connection closed, as Node does.
 */
export function answerClientError(log: FastifyBaseLogger, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  log.debug({ err: error }, 'unreadable request');
  if (socket.writable) {
    const status = error.code === undefined ? undefined : parserCodeStatus[error.code];
    const rejection = requestRejection({ code: error.code, statusCode: status ?? 400 });
    const answer = errorBody(rejection, 'ko');
    const body = JSON.stringify(answer);
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
