import { onTestFinished } from 'vitest';

/**
 * Storage that throws on every call, as a browser with storage blocked does (a SecurityError), for the
 * calling test only. The global is replaced, not Storage.prototype spied on: a spy on the prototype did not
 * take once a test before had spied on it, and the storage-refusing tests passed with the code's try/catch
 * removed. Put back when the test ends, leaving every other stubbed global alone.
 */
export function refuseStorage(): void {
  const denied = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  // Reads and writes throw (what the site calls); clear() is left harmless for the shared clean-up after each test.
  const refusing = { getItem: denied, setItem: denied, removeItem: denied, key: denied, clear: () => undefined, length: 0 };
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { value: refusing, configurable: true, writable: true });
  onTestFinished(() => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });
}
