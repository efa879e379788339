import type { StationMessageEvent } from '@portal/shared/contract';
import { createEventBus } from '../event-bus';

const message: StationMessageEvent = {
  type: 'STATION_MSG',
  unread_quantity: 3,
  id: 'm1',
  title: '批量开卡失败',
  status: 'success',
  content: '<p>原因</p>',
};

describe('the event bus', () => {
  it('delivers an event to every listener of that event only', () => {
    const bus = createEventBus();
    const popups = jest.fn();
    const closes = jest.fn();
    bus.on('station-message', popups);
    bus.on('signed-out', closes);
    bus.emit('station-message', message);
    expect(popups).toHaveBeenCalledWith(message);
    expect(closes).not.toHaveBeenCalled();
  });

  it('stops delivering to a listener that unsubscribed', () => {
    const bus = createEventBus();
    const listener = jest.fn();
    const off = bus.on('batch-started', listener);
    bus.emit('batch-started', { total: 10 });
    off();
    bus.emit('batch-started', { total: 20 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering when one listener throws', () => {
    const bus = createEventBus();
    const after = jest.fn();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.on('signed-out', () => {
      throw new Error('broken listener');
    });
    bus.on('signed-out', after);
    bus.emit('signed-out', { reason: 'session-expired' });
    expect(after).toHaveBeenCalledWith({ reason: 'session-expired' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets a listener unsubscribe while the event is being delivered', () => {
    const bus = createEventBus();
    const second = jest.fn();
    const off = bus.on('signed-out', () => off());
    bus.on('signed-out', second);
    bus.emit('signed-out', { reason: 'user' });
    bus.emit('signed-out', { reason: 'user' });
    expect(second).toHaveBeenCalledTimes(2);
  });
});
