/** What a form's field holds as text: '' for a field the form lacks or one that holds a file. */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
