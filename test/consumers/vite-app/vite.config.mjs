// Plain JS so that the app's `tsc` (without skipLibCheck) checks gatekit's declarations, not Vite's.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()], logLevel: 'warn' })
