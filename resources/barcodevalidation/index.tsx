/** Barcode validation, the screen `barcodeValidation` of schemas/_screens.json; the page loads lazily. */
import { lazy } from 'react';

export const BarcodeValidationPage = lazy(() => import('./BarcodeValidationPage'));
