import { afterAll, afterEach } from 'vitest';
import { checkConsoleErrors, installConsoleGuard } from './console-guard';

installConsoleGuard();
// After each test, and once more for what the file's beforeAll/afterAll hooks printed.
afterEach(checkConsoleErrors);
afterAll(checkConsoleErrors);
