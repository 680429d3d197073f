import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { retailerTemplateCsv, TEMPLATE_FILE_NAME } from '../import-rows';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(retailerTemplateCsv())}`;

/** "Download template": a CSV made in the browser with the columns the import reads. */
export function TemplateDownload() {
  return (
    <a href={TEMPLATE_HREF} download={TEMPLATE_FILE_NAME} className={buttonClasses('secondary')}>
      <Download className="size-5" aria-hidden="true" />
      Download template
    </a>
  );
}
