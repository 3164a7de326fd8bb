// Vite and the library build (tsdown.config.ts) both turn `x.css?inline` into the stylesheet's text.
declare module '*.css?inline' {
  const css: string
  export default css
}
