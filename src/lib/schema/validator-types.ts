/** The shape of one ajv error, declared here so browser code needs no ajv import. */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A validator compiled ahead of time by scripts/generate.ts. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}
