// Sets a page-level setting (<meta name content>) as a deployment would write it into index.html.
export function setPageSetting(name: string, content: string): void {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}
