import { describe, expect, it } from 'vitest';

import type { RegistrationField } from './types';
import { type ParentRule, parentRules, type RelationField, visibleFields } from './visibility';

const field = (name: string, over: Partial<RegistrationField> = {}): RegistrationField => ({
  id: name,
  name,
  type: 'input',
  ...over,
});
/** Parent rules that count how often the engine asks for one. */
class CountingMap<K, V> extends Map<K, V> {
  lookups = 0;
  override get(key: K): V | undefined {
    this.lookups++;
    return super.get(key);
  }
}
const shown = (
  fields: readonly RegistrationField[],
  values: Record<string, unknown>,
  relations?: readonly RelationField[],
) =>
  [...visibleFields(fields, values, relations ? parentRules(fields, relations) : undefined)].sort();

describe('visibleFields: plain fields', () => {
  it('shows every field without a parent, whatever the values', () => {
    const fields = [field('email'), field('password'), field('name', { visible: true })];
    expect(shown(fields, {})).toEqual(['email', 'name', 'password']);
  });

  it('hides a field with visible: false', () => {
    expect(shown([field('email'), field('promo', { visible: false })], { promo: 'X' })).toEqual([
      'email',
    ]);
  });
});

describe('visibleFields: parent with values', () => {
  const fields = [
    field('document_type_id', { type: 'select' }),
    field('passport', { parent: { name: 'document_type_id', values: [1, 2] } }),
    field('inn', { parent: { name: 'document_type_id', values: ['3'] } }),
  ];

  it('shows a child only for the listed parent values', () => {
    expect(shown(fields, { document_type_id: 1 })).toEqual(['document_type_id', 'passport']);
    expect(shown(fields, { document_type_id: 2 })).toEqual(['document_type_id', 'passport']);
    expect(shown(fields, { document_type_id: 3 })).toEqual(['document_type_id', 'inn']);
    expect(shown(fields, { document_type_id: 4 })).toEqual(['document_type_id']);
    expect(shown(fields, {})).toEqual(['document_type_id']);
    expect(shown(fields, { document_type_id: '' })).toEqual(['document_type_id']);
  });

  it('compares numbers and text as text', () => {
    expect(shown(fields, { document_type_id: '1' })).toEqual(['document_type_id', 'passport']);
    expect(shown(fields, { document_type_id: '2' })).toEqual(['document_type_id', 'passport']);
    expect(shown(fields, { document_type_id: 3 })).toEqual(['document_type_id', 'inn']);
    expect(shown(fields, { document_type_id: '01' })).toEqual(['document_type_id']);
  });

  it('matches boolean values of a checkbox parent', () => {
    const boxes = [
      field('checkbox_pep', { type: 'checkbox' }),
      field('bank', { parent: { name: 'checkbox_pep', values: [true] } }),
    ];
    expect(shown(boxes, { checkbox_pep: true })).toEqual(['bank', 'checkbox_pep']);
    expect(shown(boxes, { checkbox_pep: false })).toEqual(['checkbox_pep']);
    expect(shown(boxes, {})).toEqual(['checkbox_pep']);
  });

  it('hides a child whose parent field is not in the form', () => {
    expect(
      shown([field('inn', { parent: { name: 'document_type_id', values: [3] } })], {
        document_type_id: 3,
      }),
    ).toEqual([]);
  });

  it('hides a child with visible: false even when its parent matches', () => {
    const hidden = [
      field('document_type_id'),
      field('passport', { visible: false, parent: { name: 'document_type_id', values: [1] } }),
    ];
    expect(shown(hidden, { document_type_id: 1 })).toEqual(['document_type_id']);
  });
});

describe('visibleFields: default child', () => {
  const fields = [
    field('country_id', { type: 'select' }),
    field('inn', { parent: { name: 'country_id', values: [1] } }),
    field('cpf', { parent: { name: 'country_id', values: [32, '33'] } }),
    field('passport', { parent: { name: 'country_id', default: true } }),
  ];

  it('shows the default child when the parent has a value none of the siblings lists', () => {
    expect(shown(fields, { country_id: 77 })).toEqual(['country_id', 'passport']);
    expect(shown(fields, { country_id: 'other' })).toEqual(['country_id', 'passport']);
    expect(shown(fields, { country_id: 0 })).toEqual(['country_id', 'passport']);
  });

  it('hides the default child when a sibling lists the value (numbers and text alike)', () => {
    expect(shown(fields, { country_id: 1 })).toEqual(['country_id', 'inn']);
    expect(shown(fields, { country_id: '32' })).toEqual(['country_id', 'cpf']);
    expect(shown(fields, { country_id: 33 })).toEqual(['country_id', 'cpf']);
  });

  it('hides the default child while the parent has no value', () => {
    for (const empty of [undefined, null, ''])
      expect(shown(fields, { country_id: empty }), String(empty)).toEqual(['country_id']);
  });

  it('only counts the siblings of the same parent', () => {
    const mixed = [
      ...fields,
      field('currency_id'),
      field('bonus_choice', { parent: { name: 'currency_id', values: [77] } }),
    ];
    expect(shown(mixed, { country_id: 77 })).toEqual(['country_id', 'currency_id', 'passport']);
  });

  it('counts siblings given in relation_fields', () => {
    const relations: RelationField[] = [
      { child: 'bank', parent: { name: 'country_id', values: [77] } },
    ];
    expect(shown([...fields, field('bank')], { country_id: 77 }, relations)).toEqual([
      'bank',
      'country_id',
    ]);
  });
});

describe('visibleFields: relation_fields', () => {
  const plain = [field('document_type_id'), field('passport'), field('inn'), field('passport_who')];
  const relations: RelationField[] = [
    { child: 'passport', parent: { name: 'document_type_id', values: [1, 2] } },
    { child: 'inn', parent: { name: 'document_type_id', default: true } },
    { child: 'passport_who', parent: { name: 'passport', values: ['AB'] } },
  ];
  const withParents = plain.map((f) => {
    const relation = relations.find((r) => r.child === f.name);
    return relation ? { ...f, parent: relation.parent } : f;
  });

  it('gives the same result as the same relations written as parent', () => {
    for (const values of [
      {},
      { document_type_id: 1 },
      { document_type_id: '2', passport: 'AB' },
      { document_type_id: 9 },
      { document_type_id: 9, passport: 'AB' },
    ]) {
      expect(shown(plain, values, relations), JSON.stringify(values)).toEqual(
        shown(withParents, values),
      );
    }
    expect(shown(plain, { document_type_id: 1, passport: 'AB' }, relations)).toEqual([
      'document_type_id',
      'passport',
      'passport_who',
    ]);
    expect(shown(plain, { document_type_id: 9, passport: 'AB' }, relations)).toEqual([
      'document_type_id',
      'inn',
    ]);
  });

  it('parentRules merges both forms, relation_fields winning for the same child', () => {
    const own: ParentRule = { name: 'document_type_id', values: [5] };
    const rules = parentRules(
      [
        field('document_type_id'),
        field('passport', { parent: own }),
        field('inn', { parent: { name: 'document_type_id', values: [7] } }),
      ],
      [relations[0]!],
    );
    expect(rules.get('passport')).toEqual(relations[0]!.parent);
    expect(rules.get('inn')).toEqual({ name: 'document_type_id', values: [7] });
    expect(rules.has('document_type_id')).toBe(false);
  });
});

describe('visibleFields: chains', () => {
  const fields = [
    field('country_id'),
    field('region_id', { parent: { name: 'country_id', values: [1] } }),
    field('city_id', { parent: { name: 'region_id', values: [10] } }),
    field('address', { parent: { name: 'city_id', default: true } }),
  ];

  it('shows a grandchild only while its parent shows', () => {
    expect(shown(fields, { country_id: 1, region_id: 10, city_id: 100 })).toEqual([
      'address',
      'city_id',
      'country_id',
      'region_id',
    ]);
    expect(shown(fields, { country_id: 2, region_id: 10, city_id: 100 })).toEqual(['country_id']);
    expect(shown(fields, { country_id: 1, region_id: 11, city_id: 100 })).toEqual([
      'country_id',
      'region_id',
    ]);
  });

  it('hides the whole chain below a field with visible: false', () => {
    const hiddenTop = fields.map((f) => (f.name === 'country_id' ? { ...f, visible: false } : f));
    expect(shown(hiddenTop, { country_id: 1, region_id: 10, city_id: 100 })).toEqual([]);
  });

  it('does not depend on the order of the fields', () => {
    const values = { country_id: 1, region_id: 10, city_id: 100 };
    expect(shown([...fields].reverse(), values)).toEqual(shown(fields, values));
  });
});

describe('visibleFields: cycles', () => {
  it('hides the fields of a cycle and their children, and keeps the others', () => {
    const fields = [
      field('email'),
      field('a', { parent: { name: 'b', values: ['1'] } }),
      field('b', { parent: { name: 'c', values: ['1'] } }),
      field('c', { parent: { name: 'a', values: ['1'] } }),
      field('d', { parent: { name: 'a', values: ['1'] } }),
    ];
    expect(shown(fields, { a: '1', b: '1', c: '1', d: '1' })).toEqual(['email']);
  });

  it('hides a field that is its own parent', () => {
    expect(
      shown([field('a', { parent: { name: 'a', default: true } }), field('b')], { a: 'x' }),
    ).toEqual(['b']);
  });

  // Work is counted, not timed (timings live in bench/): each field's rule is looked up once.
  it('looks each rule up once on a long cycle', () => {
    const n = 2000;
    const fields = Array.from({ length: n }, (_, i) =>
      field(`f${i}`, { parent: { name: `f${(i + 1) % n}`, values: ['x'] } }),
    );
    const values = Object.fromEntries(fields.map((f) => [f.name, 'x']));
    const rules = new CountingMap(parentRules(fields));
    expect([...visibleFields(fields, values, rules)]).toEqual([]);
    expect(rules.lookups).toBe(n);
  });

  it('handles a cycle reached from outside it, whichever field comes first', () => {
    const fields = [
      field('x', { parent: { name: 'y', values: ['1'] } }),
      field('y', { parent: { name: 'z', values: ['1'] } }),
      field('z', { parent: { name: 'y', values: ['1'] } }),
      field('top'),
      field('w', { parent: { name: 'top', values: ['1'] } }),
    ];
    const values = { x: '1', y: '1', z: '1', top: '1' };
    expect(shown(fields, values)).toEqual(['top', 'w']);
    expect(shown([...fields].reverse(), values)).toEqual(['top', 'w']);
  });
});
