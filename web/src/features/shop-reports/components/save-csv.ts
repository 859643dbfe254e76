// Saves a CSV the API built (already formula-escaped) as a file, through a temporary link.
export function saveCsv(fileName: string, csv: string): void {
  const link = document.createElement('a');
  link.href = `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
