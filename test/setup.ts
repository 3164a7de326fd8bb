import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Several projects share two cores during `npm test`; the default 1 s is too tight under that load.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
})
