import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { idQuery, idSchema, intQuery } from '../../wire.ts';
import { passwordInput, usernameInput } from '../auth/fields.ts';
import { adminSchema } from './records.ts';

export const createAdmin = defineRoute({
  method: 'POST',
  path: '/admin',
  access: 'operator',
  area: 'partner',
  summary: 'Creates an admin (operator) account under a parent admin.',
  spec: ['POST /admin'],
  body: z.object({
    username: usernameInput,
    password: passwordInput,
    name: z.string().trim().min(1).max(40),
    level: z.number().int().min(1).max(20),
    parentId: idSchema.nullable().optional(),
  }),
  response: adminSchema,
});

export const getAdmin = defineRoute({
  method: 'GET',
  path: '/admin',
  access: 'operator',
  area: 'partner',
  summary: 'Returns one admin account.',
  spec: ['GET /admin'],
  query: z.object({ id: idQuery }),
  response: adminSchema,
});

export const listAdmins = defineRoute({
  method: 'GET',
  path: '/admin/list',
  access: 'operator',
  area: 'partner',
  summary: 'Lists admin accounts by level and parent.',
  spec: ['GET /admin/list'],
  query: z.object({
    level: intQuery.pipe(z.number().int().min(1)).optional(),
    parentId: idQuery.optional(),
  }),
  response: z.array(adminSchema),
});
