import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineResource } from './defineResource';
import { csvExport, numericId } from './schemas';

const row = z.object({ id: z.number(), name: z.string() });
const input = z.object({ name: z.string() });
const query = z.object({ keyword: z.optional(z.string()) });
const scope = z.object({ id: numericId });

const shelves = defineResource('shelf', {
  row,
  input,
  query,
  scope,
  audit: 'shelf',
  calls: {
    list: { path: '/room/{id}/shelf/list', summary: '선반 목록' },
    export: { path: '/room/{id}/shelf/export', summary: '선반 CSV' },
    create: { path: '/room/{id}/shelf/register', summary: '선반 등록' },
    update: { path: '/shelf/update/{id}', summary: '선반 수정' },
    delete: { path: '/shelf/delete/{id}', summary: '선반 삭제' },
  },
});

describe('defineResource', () => {
  it('names each declared call after the resource, and only those', () => {
    expect(Object.keys(shelves.endpoints)).toEqual([
      'shelfList',
      'shelfExport',
      'shelfCreate',
      'shelfUpdate',
      'shelfDelete',
    ]);
    expect(shelves.endpoints.shelfList).toBe(shelves.calls.list);
  });

  it('gives each call its method, the console area and access, and the path and summary as declared', () => {
    const { list, create, update, delete: remove } = shelves.calls;
    expect([list.method, create.method, update.method, remove.method]).toEqual(['GET', 'POST', 'PATCH', 'DELETE']);
    expect(list).toMatchObject({
      area: 'adminApi',
      access: 'admin',
      path: '/room/{id}/shelf/list',
      summary: '선반 목록',
    });
  });

  it('puts the scope on the collection calls, the id on the one-resource calls, the query on list and export', () => {
    expect(shelves.calls.list.params).toBe(scope);
    expect(shelves.calls.create.params).toBe(scope);
    expect(shelves.calls.update.params).not.toBe(scope);
    expect(shelves.calls.update.params.parse({ id: '7' })).toEqual({ id: '7' });
    expect(shelves.calls.export.query).toBe(query);
    expect(shelves.calls.export.data).toBe(csvExport);
    expect('query' in shelves.calls.create).toBe(false);
    expect('body' in shelves.calls.delete).toBe(false);
  });

  it('answers a page of rows, the record for one, and the id of a deleted one', () => {
    expect(
      shelves.calls.list.data.parse({ items: [{ id: 1, name: 'A' }], total: 1, page: 1, size: 20 }).items,
    ).toHaveLength(1);
    expect(shelves.calls.create.data).toBe(row);
    expect(shelves.calls.delete.data.parse({ id: 3 })).toEqual({ id: 3 });
  });

  it('takes the update input when an update sends less than a create', () => {
    const less = z.object({ name: z.optional(z.string()) });
    const notes = defineResource('note', {
      row,
      input,
      updateInput: less,
      calls: { create: { path: '/note', summary: '' }, update: { path: '/note/{id}', summary: '' } },
    });
    expect(notes.calls.create.body).toBe(input);
    expect(notes.calls.update.body).toBe(less);
    expect('params' in notes.calls.create).toBe(false);
  });
});
