// A drawn PDF handed over as a download link to its Blob URL (made by the page's action).
import type { BibsFile } from '../routes/eventday-actions';

export function PdfDownload({ file }: { file: BibsFile }) {
  return (
    <p>
      <a className="button-link" href={file.url} download={file.name}>
        {`Download ${file.name}`}
      </a>
    </p>
  );
}
