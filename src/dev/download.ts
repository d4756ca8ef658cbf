// A file the page hands the tester as a download (the badge's recording, the playground's saved
// test), made in the page: no request, no question asked.

export function downloadText(
  fileName: string,
  text: string,
  type: string,
  page: Document = document,
): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = page.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // The download has taken the blob once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
