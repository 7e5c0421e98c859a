import { describe, expect, it } from '@jest/globals';
import {
  createLineItem,
  createPlaceholderLineItem,
  duplicateLineItem,
  generateId,
} from './line-items.js';

const fixedId = () => 'fixed-id';

describe('createLineItem', () => {
  it.each([
    { scenario: 'Dutch default rate', country: 'NL', vatRate: '21' },
    { scenario: 'German default rate', country: 'DE', vatRate: '19' },
    { scenario: 'unknown country uses 21', country: 'ZZ', vatRate: '21' },
  ])('$scenario', ({ country, vatRate }) => {
    expect(createLineItem(country, fixedId)).toEqual({
      id: 'fixed-id',
      description: '',
      quantity: '1',
      price: '0,00',
      vatRate,
    });
  });

  it('generates a 21-character url-safe id by default', () => {
    const ids = Array.from({ length: 50 }, () => createLineItem('NL').id);
    ids.forEach((id) => expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/));
    expect(new Set(ids).size).toBe(ids.length);
    expect(generateId()).toHaveLength(21);
  });

  it('gives the starter line a random id by default', () => {
    expect(createPlaceholderLineItem('NL').id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('marks the starter line of a new invoice as placeholder', () => {
    expect(createPlaceholderLineItem('FR', fixedId)).toEqual({
      id: 'fixed-id',
      description: '',
      quantity: '1',
      price: '0,00',
      vatRate: '20',
      isPlaceholder: { description: true, quantity: true, price: true },
    });
  });
});

describe('duplicateLineItem', () => {
  it.each([
    {
      scenario: 'copies the content under a new id',
      item: { id: 'a', description: 'Design', quantity: '2', price: '80,00', vatRate: '21' },
      copy: { id: 'fixed-id', description: 'Design', quantity: '2', price: '80,00', vatRate: '21' },
    },
    {
      scenario: 'copies the placeholder flags without sharing them',
      item: {
        id: 'a',
        description: '',
        quantity: '1',
        price: '0,00',
        vatRate: '9',
        isPlaceholder: { description: true },
      },
      copy: {
        id: 'fixed-id',
        description: '',
        quantity: '1',
        price: '0,00',
        vatRate: '9',
        isPlaceholder: { description: true },
      },
    },
  ])('$scenario', ({ item, copy }) => {
    const duplicate = duplicateLineItem(item, fixedId);
    expect(duplicate).toEqual(copy);
    expect(
      duplicate.isPlaceholder === undefined || duplicate.isPlaceholder !== item.isPlaceholder,
    ).toBe(true);
  });

  it('uses a random id by default', () => {
    const item = createLineItem('NL');
    expect(duplicateLineItem(item).id).not.toBe(item.id);
  });
});
