import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route tests render the whole app against the reference server in-process: the first render
// of a file (server, database image, dictionaries) can take more than the default second on
// two busy cores.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
