import { useTranslation } from 'react-i18next';
import { dataJobs, type XmlToJsonResult } from '../../lib/jobs/data';
import { ToJsonConverter } from '../../ui/data/ToJsonConverter';
import { XML_TO_JSON_OPTIONS } from '@workers/data/options';
import { errorMessage, reasonKey } from './logic';

const FILE_ACCEPT = '.xml,application/xml,text/xml,text/plain';

export default function XmlToJson() {
  const { t } = useTranslation(['tools/xml-to-json', 'common']);
  return (
    <ToJsonConverter<XmlToJsonResult>
      toolId="xml-to-json"
      language="xml"
      fileAccept={FILE_ACCEPT}
      inferTypesOption={XML_TO_JSON_OPTIONS[0]}
      task={(text, options, ctx) => dataJobs.xmlToJson(text, options, ctx)}
      errorMessage={errorMessage}
      errorDetail={(e) => {
        const reason = reasonKey(e);
        return reason ? t(reason) : null;
      }}
      emptyMessage={t('enterXml')}
    />
  );
}
