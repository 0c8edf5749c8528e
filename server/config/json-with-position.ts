/** A JSON syntax error with the line and column (1-based) where it was found. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

function lineAndColumn(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return [line, offset - before.lastIndexOf('\n')];
}

/**
 * JSON.parse, but a syntax error says where (line, column) and what was expected, whatever the
 * Node version's message looks like. Only runs its own scanner when JSON.parse fails.
 */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const { offset, message } = locateJsonError(text);
    const [line, column] = lineAndColumn(text, offset);
    throw new JsonSyntaxError(message, line, column);
  }
}

function locateJsonError(text: string): { offset: number; message: string } {
  let i = 0;
  const fail = (message: string): never => {
    throw Object.assign(new Error(message), { offset: i });
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const found = () => (i >= text.length ? 'the end of the file' : `'${text.charAt(i)}'`);
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`unexpected ${found()}, expected a value`);
  };
  const string = () => {
    i++;
    while (i < text.length && text.charAt(i) !== '"') {
      if (text.charCodeAt(i) < 0x20) fail('unescaped control character in a string');
      if (text.charAt(i) === '\\') {
        i++;
        if (!'"\\/bfnrtu'.includes(text.charAt(i)) || i >= text.length)
          fail('bad escape in a string');
      }
      i++;
    }
    if (i >= text.length) fail('unterminated string');
    i++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail(`unexpected ${found()}, expected a value`);
    i += match?.[0].length ?? 0;
  };
  const value = (): void => {
    ws();
    const c = text.charAt(i);
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    return number();
  };
  const object = () => {
    i++;
    ws();
    if (text.charAt(i) === '}') return void i++;
    for (;;) {
      ws();
      if (text.charAt(i) !== '"') fail(`unexpected ${found()}, expected a double-quoted key`);
      string();
      ws();
      if (text.charAt(i) !== ':') fail(`unexpected ${found()}, expected ':' after the key`);
      i++;
      value();
      ws();
      if (text.charAt(i) === '}') return void i++;
      if (text.charAt(i) !== ',') fail(`unexpected ${found()}, expected ',' or '}'`);
      i++;
    }
  };
  const array = () => {
    i++;
    ws();
    if (text.charAt(i) === ']') return void i++;
    for (;;) {
      value();
      ws();
      if (text.charAt(i) === ']') return void i++;
      if (text.charAt(i) !== ',') fail(`unexpected ${found()}, expected ',' or ']'`);
      i++;
    }
  };
  try {
    value();
    ws();
    if (i < text.length) fail(`unexpected ${found()} after the end of the JSON value`);
    return { offset: i, message: 'invalid JSON' };
  } catch (error) {
    const e = error as Error & { offset: number };
    return { offset: e.offset, message: e.message };
  }
}
