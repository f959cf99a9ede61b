import { ToJsonConverter } from '../../ui/data/ToJsonConverter';
import { errorMessage, reasonKey } from './logic';

export default function XmlToJson() {
  return (
    <ToJsonConverter
      toolId="xml-to-json"
      op="xmlToJson"
      errorMessage={errorMessage}
      errorDetail={reasonKey}
      emptyMessage="enterXml"
    />
  );
}
