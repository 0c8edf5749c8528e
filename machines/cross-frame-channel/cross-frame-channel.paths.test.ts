import { crossFrameChannelEntry } from './cross-frame-channel.fixtures';
import { pathsSuite } from '../qa/paths-suite';

pathsSuite(crossFrameChannelEntry, [{ value: 'init' }, { value: 'handshaked' }, { value: 'closed' }]);
