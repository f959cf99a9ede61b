import type { TFunction } from 'i18next';
import type { DataError, DataErrorMessage } from '../../lib/jobs/data';

/** A data tool's error sentence: its own key for the error (`message`), read in its namespace (`t`). */
export function dataErrorText(t: TFunction, message: (error: DataError) => DataErrorMessage) {
  return (error: DataError): string => {
    const { key, values } = message(error);
    return t(key, values);
  };
}
