import { defineConfig } from 'tsdown'

// One ESM file and one .d.ts per package entry point; dependencies and peers stay external.
export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    devnet: 'src/exports/devnet.ts',
    pay: 'src/exports/pay.ts',
    components: 'src/exports/components.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  hash: false,
  // The devnet server imports node:http lazily; browsers never load it.
  deps: { neverBundle: [/^node:/] },
})
