import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Shared by Storybook and the test projects.
export default defineConfig({
  plugins: [react()],
})
