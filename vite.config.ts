import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

// Shared by Storybook and the test projects.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // The package's own entry points resolve to their sources, so examples and tests that import
    // `gatekit`, `gatekit/components`, ... use only the public surface without a build.
    alias: [
      { find: /^gatekit$/, replacement: source('exports/index.ts') },
      { find: /^gatekit\/styles\.css$/, replacement: source('components/styles.css') },
      { find: /^gatekit\/pay\/react$/, replacement: source('exports/payReact.ts') },
      { find: /^gatekit\/(core|devnet|pay|components|widget)$/, replacement: source('exports/$1.ts') },
    ],
  },
  optimizeDeps: {
    // Pre-bundled up front: the in-browser devnet imports these, and discovering them mid-run makes
    // Vite re-optimize and reload, which fails a browser test whose import was in flight.
    include: [
      'cosmjs-types/binary',
      'cosmjs-types/cosmos/bank/v1beta1/tx',
      'cosmjs-types/cosmos/base/abci/v1beta1/abci',
      'cosmjs-types/cosmos/base/v1beta1/coin',
      'cosmjs-types/cosmos/crypto/secp256k1/keys',
      'cosmjs-types/cosmos/gov/v1beta1/gov',
      'cosmjs-types/cosmos/gov/v1beta1/tx',
      'cosmjs-types/cosmos/staking/v1beta1/tx',
      'cosmjs-types/cosmos/tx/signing/v1beta1/signing',
      'cosmjs-types/cosmos/tx/v1beta1/tx',
      'cosmjs-types/google/protobuf/any',
      'cosmjs-types/ibc/applications/transfer/v1/tx',
      'cosmjs-types/ibc/core/channel/v1/channel',
      'cosmjs-types/ibc/core/connection/v1/connection',
      '@noble/hashes/sha2.js',
      '@noble/hashes/sha3.js',
      '@noble/hashes/hmac.js',
      '@noble/hashes/utils.js',
      '@noble/ed25519',
      '@scure/base',
      'msw',
      'msw/browser',
      'zod',
      'ky',
    ],
  },
})
