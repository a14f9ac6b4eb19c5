import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, modalDefaults } from '../modal.tsx';

async function flushOpenDelay() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(modalDefaults.openDelay);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(20);
  });
}

describe('Modal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after the 100 ms open delay with the default size 200 x 200', async () => {
    render(
      <Modal open testId="dialog">
        <p>Body</p>
      </Modal>,
    );
    expect(screen.queryByTestId('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(modalDefaults.openDelay - 10);
    });
    expect(screen.queryByTestId('dialog')).toBeNull();
    await flushOpenDelay();
    const dialog = screen.getByTestId('dialog');
    expect(dialog.style.width).toBe('200px');
    expect(dialog.style.height).toBe('200px');
  });

  it('is not closed by a click outside the dialog', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} testId="dialog">
        <p>Body</p>
      </Modal>,
    );
    await flushOpenDelay();
    const layer = screen.getByTestId('dialog-layer');
    fireEvent.pointerDown(layer);
    fireEvent.mouseDown(layer);
    fireEvent.click(layer);
    fireEvent.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('dialog')).toBeTruthy();
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} testId="dialog">
        <p>Body</p>
      </Modal>,
    );
    await flushOpenDelay();
    fireEvent.click(screen.getByRole('button', { name: 'বন্ধ করুন' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button when showClose is false, and no backdrop when background is false', async () => {
    render(
      <Modal open onClose={() => undefined} showClose={false} background={false} testId="dialog">
        <p>Body</p>
      </Modal>,
    );
    await flushOpenDelay();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('dialog-layer').classList.contains('modal-layer--dim')).toBe(false);
  });

  it('is dragged by its header', async () => {
    render(
      <Modal open title="Drag me" testId="dialog">
        <p>Body</p>
      </Modal>,
    );
    await flushOpenDelay();
    const handle = screen.getByTestId('modal-drag-handle');
    fireEvent.pointerDown(handle, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 160, clientY: 130, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(screen.getByTestId('dialog').style.transform).toBe('translate(60px, 30px)');
  });

  it('locks the page scroll while open and restores the position on close', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    const { rerender } = render(
      <Modal open lockScroll testId="dialog">
        <p>Body</p>
      </Modal>,
    );
    await flushOpenDelay();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-420px');
    rerender(
      <Modal open={false} lockScroll testId="dialog">
        <p>Body</p>
      </Modal>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(modalDefaults.fadeMs + 10);
    });
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 420 }));
  });
});
