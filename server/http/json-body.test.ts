import { describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE, jsonNestsDeeperThan, NOT_JSON_BODY_MESSAGE, parseJsonBody } from './json-body';

describe('parseJsonBody', () => {
  it('counts only the brackets outside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"note":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonNestsDeeperThan(`["\\\\",${'['.repeat(5)}${']'.repeat(5)}]`, 3)).toBe(true);
  });

  it('answers too deep before parsing, and not JSON for a syntax error', () => {
    expect(parseJsonBody(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toEqual({ ok: false, message: JSON_TOO_DEEP_MESSAGE });
    expect(parseJsonBody('{"a":')).toEqual({ ok: false, message: NOT_JSON_BODY_MESSAGE });
    expect(parseJsonBody('{"a":[1,{"b":"]]]"}]}')).toEqual({ ok: true, value: { a: [1, { b: ']]]' }] } });
  });
});
