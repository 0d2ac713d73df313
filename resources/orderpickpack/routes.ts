/** Where pick and pack lives (its declared screen's route, src/access/screens.ts). */
import { screen } from '../../src/access/screens';

export const PICKPACK_SCREEN = 'orderPickPack';
export const PICKPACK_ROUTE = screen(PICKPACK_SCREEN).route;
