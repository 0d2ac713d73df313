/** Barcode validation (/apps/barcodevalidation), the declared screen `barcodeValidation`; the page loads lazily. */
import { lazy } from 'react';
import { Route } from 'react-router';
import { screen } from '../../src/access/screens';
import { RequireAccess } from '../../src/shell/RequireAccess';

const BarcodeValidationPage = lazy(() => import('./BarcodeValidationPage'));

export function barcodeValidationRoutes() {
  const s = screen('barcodeValidation');
  return [
    <Route
      key={s.route}
      path={s.route}
      element={
        <RequireAccess resource={s.name} action="list">
          <BarcodeValidationPage />
        </RequireAccess>
      }
    />,
  ];
}
