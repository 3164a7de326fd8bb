// Layout checks shared by the browser tests of the table kit (tableLayout, rowKeyboard).

/** Where the layout breaks: elements past the root's edges, boxes whose content overflows them. */
export function layoutProblems(root: HTMLElement): string[] {
  const problems: string[] = []
  const box = root.getBoundingClientRect()
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`root scrolls: ${root.scrollWidth} > ${root.clientWidth}`)
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
    problems.push(`page scrolls: ${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth}`)
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    // Visually hidden text and closed tooltips take no room.
    if (element.closest('.gk-visually-hidden, [role="tooltip"]')) continue
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 && rect.height === 0) continue
    const name = `${element.tagName.toLowerCase()}.${String(element.className)}`
    if (rect.right > box.right + 1 || rect.left < box.left - 1) problems.push(`${name} spans ${Math.round(rect.left)}..${Math.round(rect.right)} outside ${Math.round(box.left)}..${Math.round(box.right)}`)
    const style = getComputedStyle(element)
    // Text cut on purpose with an ellipsis (a hash in an explorer row, a fee's denom, a column header;
    // full values a focus away or in the title) is allowed; a number never is.
    const shortenedText = style.textOverflow === 'ellipsis' && (!element.closest('td[data-numeric], tbody th[data-numeric]') || element.matches('.gk-amount__unit'))
    if (style.overflowX !== 'visible' && !shortenedText && element.scrollWidth > element.clientWidth + 1) problems.push(`${name} scrolls sideways: ${element.scrollWidth} > ${element.clientWidth}`)
  }
  return problems.slice(0, 10)
}
