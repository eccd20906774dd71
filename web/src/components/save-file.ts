/** Saves text as a file the browser downloads (an .ics from the API, say), without a server URL. */
export function saveTextFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the object URL can go after this task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
