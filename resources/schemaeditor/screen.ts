/** The schema editor's screen in schemas/_screens.json. */
export const SCHEMA_EDITOR = 'schemaEditor';
