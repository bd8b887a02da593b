import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useTabBack } from './use-tab-back';

function Layout() {
  useTabBack(true);
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <Outlet />
    </>
  );
}

function setup() {
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([{ element: <Layout />, children: [{ path: '*', element: null }] }]);
  render(<RouterProvider router={router} />);
  return router;
}

/** history.back() in jsdom fires popstate asynchronously; wait until the router has settled. */
async function back() {
  await act(async () => {
    window.history.back();
    await new Promise((r) => setTimeout(r, 30));
  });
}

describe('useTabBack', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends back from the category tab to the home tab when the page before was not home', async () => {
    const router = setup();
    await act(() => router.navigate('/search'));
    await act(() => router.navigate('/tabs/category'));
    expect(screen.getByTestId('path')).toHaveTextContent('/tabs/category');
    await back();
    expect(screen.getByTestId('path')).toHaveTextContent('/tabs/home');
  });

  it('leaves an ordinary back alone', async () => {
    const router = setup();
    await act(() => router.navigate('/search'));
    await act(() => router.navigate('/c/meat'));
    await back();
    expect(screen.getByTestId('path')).toHaveTextContent('/search');
  });

  it('leaves a back from a tab to home alone', async () => {
    const router = setup();
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/tabs/wishlist'));
    await back();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/home$/);
  });
});
