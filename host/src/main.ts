// The async boundary lets Module Federation settle the shared modules (React, the kit, ...)
// before any of them is used.
import('./bootstrap');
