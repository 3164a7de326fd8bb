// Layout checks shared by the browser tests of the table kit (tableLayout, rowKeyboard).

/** Where the layout breaks: elements past the root's edges, boxes whose content overflows them. */
export function layoutProblems(root: HTMLElement): string[] {
  const problems: string[] = []
  const box = root.getBoundingClientRect()
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`root scrolls: ${root.scrollWidth} > ${root.clientWidth}`)
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
    problems.push(`page scrolls: ${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth}`)
  const clippedAway = new Set<Element>()
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    // Closed tooltips and visually hidden text (`.gk-visually-hidden`, or a narrow table's full label,
    // clipped the same way) take no room.
    if (element.closest('[role="tooltip"]')) continue
    const style = getComputedStyle(element)
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || (element.parentElement && clippedAway.has(element.parentElement))) {
      clippedAway.add(element)
      continue
    }
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 && rect.height === 0) continue
    const name = `${element.tagName.toLowerCase()}.${String(element.className)}`
    if (rect.right > box.right + 1 || rect.left < box.left - 1) problems.push(`${name} spans ${Math.round(rect.left)}..${Math.round(rect.right)} outside ${Math.round(box.left)}..${Math.round(box.right)}`)
    // Text cut on purpose with an ellipsis (a hash in an explorer row, a fee's denom, a column header;
    // full values a focus away or in the title) is allowed; a number never is.
    const shortenedText = style.textOverflow === 'ellipsis' && (!element.closest('td[data-numeric], tbody th[data-numeric]') || element.matches('.gk-amount__unit'))
    if (style.overflowX !== 'visible' && !shortenedText && element.scrollWidth > element.clientWidth + 1) problems.push(`${name} scrolls sideways: ${element.scrollWidth} > ${element.clientWidth}`)
  }
  return problems.slice(0, 10)
}

/**
 * Text of an explorer table cut with an ellipsis where a narrow table should show a shorter form
 * ("Succ…", "14 seconds a…", "Transac…", a shortened hash cut again): every column header, cell and
 * row link whose text does not fit. (An amount's unit may still give way inside its cell: the amount's
 * title has it whole, and the cell itself does not overflow.)
 */
export function cutWords(root: HTMLElement): string[] {
  const cut: string[] = []
  for (const element of root.querySelectorAll<HTMLElement>('thead th, tbody th, tbody td, tbody th a, tbody th button')) {
    if (getComputedStyle(element).display === 'none') continue
    if (element.scrollWidth > element.clientWidth + 1) cut.push(`"${element.textContent}" needs ${element.scrollWidth} px, has ${element.clientWidth}`)
  }
  return cut
}
