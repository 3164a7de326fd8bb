// Runs in the browser: turns a PNG screenshot into a compact perceptual fingerprint, so the
// repository keeps ~100 bytes per screenshot instead of the image (test/visual/fingerprints.json).

/** Columns and rows of the difference hash: 16 x 16 comparisons = 256 bits. */
const hashSide = 16

/**
 * Bits of the 256-bit hash that may differ: antialiasing and sub-pixel text moves flip a few
 * bits near the edges of grey cells; a moved block, a lost column or a theme change flips dozens.
 */
export const hashTolerance = 12
/** Pixels the height may change by: a line of text is ~20 px, so a wrapped or lost line fails. */
export const heightTolerance = 4

/** What a screenshot is compared by: its size in CSS pixels and a 256-bit difference hash. */
export type VisualFingerprint = {
  width: number
  height: number
  /** dHash: for each of 16 rows, whether each of 17 grey cells is brighter than its right neighbour; hex. */
  hash: string
}

/**
 * The fingerprint of a base64 PNG: its size, and the difference hash of its grey levels averaged
 * over a 17 x 16 grid. Averaging over whole areas (not a browser's resampling) keeps it stable
 * under antialiasing, while a moved block, a missing column or a colour change flips many bits.
 */
export async function fingerprintOf(base64Png: string): Promise<VisualFingerprint> {
  const bytes = Uint8Array.from(atob(base64Png), (char) => char.charCodeAt(0))
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
  const { width, height } = bitmap
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('visual: no 2D canvas to read the screenshot')
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  const pixels = context.getImageData(0, 0, width, height).data
  const columns = hashSide + 1
  const sums = new Float64Array(columns * hashSide)
  const counts = new Float64Array(columns * hashSide)
  for (let y = 0; y < height; y++) {
    const row = Math.min(hashSide - 1, Math.floor((y * hashSide) / height))
    for (let x = 0; x < width; x++) {
      const column = Math.min(columns - 1, Math.floor((x * columns) / width))
      const offset = (y * width + x) * 4
      // Rec. 601 luma, the grey level people see, in whole levels: integer sums keep equal cells
      // exactly equal, so a plain background never flips bits by float rounding.
      const grey = Math.round(0.299 * pixels[offset]! + 0.587 * pixels[offset + 1]! + 0.114 * pixels[offset + 2]!)
      sums[row * columns + column]! += grey
      counts[row * columns + column]! += 1
    }
  }
  let hash = ''
  for (let row = 0; row < hashSide; row++) {
    for (let nibble = 0; nibble < hashSide / 4; nibble++) {
      let value = 0
      for (let bit = 0; bit < 4; bit++) {
        const column = nibble * 4 + bit
        const left = sums[row * columns + column]! / Math.max(1, counts[row * columns + column]!)
        const right = sums[row * columns + column + 1]! / Math.max(1, counts[row * columns + column + 1]!)
        // Half a grey level of margin: cells that differ only by antialiasing noise read as equal.
        value = (value << 1) | (left > right + 0.5 ? 1 : 0)
      }
      hash += value.toString(16)
    }
  }
  return { width, height, hash }
}

/**
 * Bits that differ between two hex hashes of the same length.
 *
 * @example
 * ```ts
 * hammingDistance('f0', 'f1') // 1
 * ```
 */
export function hammingDistance(left: string, right: string): number {
  if (left.length !== right.length) return Math.max(left.length, right.length) * 4
  let distance = 0
  for (let index = 0; index < left.length; index++) {
    let diff = Number.parseInt(left[index]!, 16) ^ Number.parseInt(right[index]!, 16)
    while (diff) {
      distance += diff & 1
      diff >>= 1
    }
  }
  return distance
}
