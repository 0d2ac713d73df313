/** Where pick and pack lives: its screen's route in schemas/_screens.json, read from the registry in use. */
import { screenNamed } from '../../src/access/screens';
import { useSchemaRegistry } from '../../src/crud/SchemaContext';

export const PICKPACK_SCREEN = 'orderPickPack';
export const usePickPackRoute = (): string => screenNamed(useSchemaRegistry(), PICKPACK_SCREEN).route;
