// Download menu document file: a fresh signed URL from the server (the one the page loaded may have expired), the file
// fetched through it so a refusal is seen (an expired or foreign signature answers an error, not a file), then saved
// under its name. Rejects with a sentence a person can act on; the caller shows it under 'Download menu document file
// failed.'.
import { fetchQuery, graphql, type Environment } from 'react-relay';
import { saveBlobAs } from '../../../components/saveBlobAs';
import type { menuDocumentFileDownloadUrlQuery } from './__generated__/menuDocumentFileDownloadUrlQuery.graphql';

const urlQuery = graphql`
  query menuDocumentFileDownloadUrlQuery($fileBucketName: String!, $fileKey: String!) {
    menuDocumentFileUrl(fileBucketName: $fileBucketName, fileKey: $fileKey)
  }
`;

export interface DownloadableDocumentFile {
  fileName: string;
  fileBucketName: string;
  fileKey: string;
}

export async function downloadMenuDocumentFile(environment: Environment, file: DownloadableDocumentFile): Promise<void> {
  const data = await fetchQuery<menuDocumentFileDownloadUrlQuery>(environment, urlQuery, { fileBucketName: file.fileBucketName, fileKey: file.fileKey }, { fetchPolicy: 'network-only' }).toPromise();
  const url = data?.menuDocumentFileUrl;
  if (!url) throw new Error(`${file.fileName} is not stored any more.`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${file.fileName} could not be read (HTTP ${response.status}).`);
  saveBlobAs(await response.blob(), file.fileName);
}
